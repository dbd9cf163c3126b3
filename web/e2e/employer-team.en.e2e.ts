import { employerTeamJourney } from './journeys/employer-team.ts';

employerTeamJourney('en');
