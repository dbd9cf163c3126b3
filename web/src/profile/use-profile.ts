import type { CandidateProfile, Contract } from '@jobmatch/contract';
import { useQueryClient } from '@tanstack/react-query';
import type { DataResponse } from '@ts-rest/react-query/v5';
import { queryKeys, tsr } from '../api.ts';

type ProfileResponse = DataResponse<Contract['candidate']['profile']['get']>;

export function useProfile() {
  return tsr.candidate.profile.get.useQuery({ queryKey: queryKeys.profile() });
}

/**
 * Every profile route answers the whole profile as saved: it replaces the cached one, so the
 * overview shows what the server stored without another request.
 */
export function useProfileSaved() {
  const queryClient = useQueryClient();
  return ({ body }: { body: { result: { profile: CandidateProfile } } }) => {
    queryClient.setQueryData<ProfileResponse>(queryKeys.profile(), (old) =>
      old ? { ...old, body: { ...old.body, result: { profile: body.result.profile } } } : old,
    );
  };
}
