import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { endSession, getSession } from './session.ts';

/**
 * Signing out: the server revokes the token (DELETE …/auth/logout), the app forgets it and
 * shows the home page. The token is forgotten even when the server cannot be reached. The API
 * client is imported on demand: the top bar is part of the shell, which must not load it.
 */
export function useSignOut() {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  const signOut = async () => {
    const session = getSession();
    if (!session || pending) return;
    setPending(true);
    try {
      const { tsr } = await import('../api.ts');
      await (session.audience === 'candidate' ? tsr.candidate : tsr.company).auth.logout.mutate({});
    } catch {
      // Unreachable: signing out here still ends the session in this browser.
    } finally {
      setPending(false);
    }
    await navigate({ to: '/' });
    endSession('signed-out');
  };

  return { signOut, pending };
}
