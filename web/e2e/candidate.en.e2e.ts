import { candidateJourney } from './journeys/candidate.ts';

candidateJourney('en');
