import { employerScoutingJourney } from './journeys/employer-scouting.ts';

employerScoutingJourney('th');
