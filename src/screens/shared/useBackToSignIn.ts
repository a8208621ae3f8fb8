import { useNavigate } from 'react-router-dom';
import { notify } from '@/api/notifier';
import { useOnceWhen } from './useOnceWhen';

/**
 * After registering or resetting a password: say so once and open the login screen with the
 * username filled in, replacing the form in the history so Back does not resubmit it.
 */
export function useBackToSignIn(succeeded: boolean, username: string, successText: (username: string) => string): void {
  const navigate = useNavigate();
  useOnceWhen(succeeded, () => {
    const name = username.trim();
    notify('success', successText(name));
    navigate(`/login?username=${encodeURIComponent(name)}`, { replace: true });
  });
}
