/** Sort state of the users table (docs/requirements.md, "Constants"): last name first, a repeated click on a column flips the direction. */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { sortProfiles, type Profile, type ProfileSortKey } from '@hearth/common';

export interface UsersSort {
  key: ProfileSortKey;
  ascending: boolean;
}

export const INITIAL_USERS_SORT: UsersSort = { key: 'name', ascending: true };

export const nextUsersSort = (current: UsersSort, key: ProfileSortKey): UsersSort =>
  current.key === key ? { key, ascending: !current.ascending } : { key, ascending: true };

export const sortUsers = (users: Profile[], sort: UsersSort): Profile[] => sortProfiles(users, sort.key, sort.ascending);

/** The table's columns in the required order, with the key each one sorts by. */
export const USER_COLUMNS: { key: ProfileSortKey; header: MessageDescriptor }[] = [
  { key: 'name', header: msg`Name` },
  { key: 'userName', header: msg`UserName` },
  { key: 'unitNumber', header: msg`Unit` },
  { key: 'email', header: msg`Email` },
  { key: 'userType', header: msg`User Type` },
  { key: 'registrationDate', header: msg`Registered On` },
  { key: 'authenticated', header: msg`Authenticated` },
];
