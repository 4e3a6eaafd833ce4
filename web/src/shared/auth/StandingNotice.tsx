/**
 * Tells a signed-in person why votes, bookings or the staff view of service requests are not
 * offered to them: their profile awaits the association's verification (docs/requirements.md §15).
 */
import { useQuery } from '@tanstack/react-query';
import { standingQuery } from '../api';
import { Message } from '../ui';
import { useAuth } from './auth-context';

export function useStanding() {
  const { userId } = useAuth();
  return useQuery(standingQuery(userId));
}

export function StandingNotice() {
  const standing = useStanding();
  return standing.data?.waiting ? <Message tone="info">{standing.data.waiting}</Message> : null;
}
