/** The users screen's list and its update (docs/api.md, the resource API). */
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { Profile, ProfileBody, ProfileSaveBody } from '@hearth/common';
import { apiClient, fetchProfiles } from '../../../shared/api';
import type { ServerOutcome } from '../../../shared/editable-list/outcome';
import { rosterKeys } from './keys';

/** A profile without a type of registration goes as it is: the server answers 'Type of Registration is required'. */
type ProfileWire = Omit<ProfileBody, 'userType'> & { userType: ProfileBody['userType'] | null };

/** Profile updates carry the changed models and who made the change. */
const profileSave = (models: ProfileWire[], userName: string | null): Omit<ProfileSaveBody, 'models'> & { models: ProfileWire[] } => ({
  models,
  userName: userName ?? '',
});

/** The server refuses unknown fields, so a profile is sent with exactly its wire fields (common's ProfileBody). */
const profileModel = (p: Profile): ProfileWire => ({
  id: p.id,
  userId: p.userId ?? null,
  userName: p.userName,
  firstName: p.firstName,
  lastName: p.lastName,
  unitNumber: p.unitNumber,
  streetName: p.streetName,
  email: p.email,
  userType: p.userType,
  authenticated: p.authenticated,
});

/** The users screen lists the owners only (docs/requirements.md, "Resource API"). */
export const usersQuery = () => queryOptions({ queryKey: rosterKeys.users(), queryFn: () => fetchProfiles('ownersOnly') });

export const userMutations = {
  update: (userName: string | null) =>
    mutationOptions({
      mutationFn: async (changed: Profile[]): Promise<ServerOutcome<Profile>> => ({
        list: await apiClient.put<Profile[]>('/profile/updaterange', profileSave(changed.map(profileModel), userName)),
      }),
    }),
};
