import { employerScoutingJourney } from './journeys/employer-scouting.ts';

employerScoutingJourney('en');
