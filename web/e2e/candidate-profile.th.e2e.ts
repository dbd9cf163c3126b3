import { candidateProfileJourney } from './journeys/candidate-profile.ts';

candidateProfileJourney('th');
