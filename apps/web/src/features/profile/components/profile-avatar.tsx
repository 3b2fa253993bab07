/** The signed-in user's picture (or initials) for the header; decoration beside their name. */
import { useSessionStore } from '#stores/session-store.ts';
import { useProfilePictureUrl } from '../api/profile-picture';
import { Avatar } from './avatar';

export function ProfileAvatar() {
  const user = useSessionStore((s) => s.user);
  const { url } = useProfilePictureUrl();
  if (!user) return null;
  return <Avatar src={url} name={`${user.firstName} ${user.lastName}`} />;
}
