import { employerPoolsJourney } from './journeys/employer-pools.ts';

employerPoolsJourney('th');
