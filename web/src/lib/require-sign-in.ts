import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { paths } from '../config/paths';
import { useAuth } from './auth';

/**
 * docs/roles-and-ownership.md: a visitor who tries a customer's action (cart, wishlist, booking)
 * is told why and sent to sign in. The returned check says whether the action may go on.
 */
export function useRequireSignIn(): (reason: string) => boolean {
  const { user } = useAuth();
  const navigate = useNavigate();
  return (reason) => {
    if (user) return true;
    toast.error('Authentication Required', { description: reason });
    void navigate(paths.auth.href());
    return false;
  };
}
