import { employerTeamJourney } from './journeys/employer-team.ts';

employerTeamJourney('th');
