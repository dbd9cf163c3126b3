import { employerJourney } from './journeys/employer.ts';

employerJourney('en');
