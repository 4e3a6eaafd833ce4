/** Profile (docs/requirements.md §2.3, §8): first and last name, unit, street and type of registration; PUT /api/profile/update. */
import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useCommonText } from '../../../shared/i18n';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useUnsavedForm } from '../../../shared/unsaved/unsavedForm';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Messages, REGISTRATION_TYPES, type Profile, type RegistrationType } from '@hearth/common';
import { useAuth, usePageVisit } from '../../../shared/auth';
import { useMyProfile } from '../../../shared/hooks/useMyProfile';
import { updateMyProfileMutation } from '../api';
import { Button, Message, SelectField, TextField, useToast } from '../../../shared/ui';
import { profileFormSchema, type ProfileValues } from './profile.schema';

/** How each kind of registration is named, as on the registration form. */
const TYPE_WORDS: Record<RegistrationType, MessageDescriptor> = {
  owner: msg({ message: 'Owner', context: 'relation to the unit' }),
  tenant: msg`Tenant`,
  propmgr: msg`Property Manager`,
};

const valuesOf = (p: Profile | null | undefined) => ({
  firstName: p?.firstName ?? '',
  lastName: p?.lastName ?? '',
  unitNumber: p?.unitNumber ?? '',
  streetName: p?.streetName ?? '',
  userType: (p?.userType ?? '') as ProfileValues['userType'],
});

export function ProfileForm() {
  usePageVisit('Manage Profile');
  const { userId, renew } = useAuth();
  const { t, i18n } = useLingui();
  const text = useCommonText();
  const toast = useToast();
  const profile = useMyProfile(userId);
  const { register, handleSubmit, formState, reset } = useForm<ProfileValues>({
    resolver: zodResolver(profileFormSchema),
    mode: 'onTouched',
    defaultValues: valuesOf(null),
  });
  useEffect(() => {
    if (profile.data) reset(valuesOf(profile.data));
  }, [profile.data, reset]);

  const save = useMutation({
    ...updateMyProfileMutation(userId),
    onSuccess: (_, saved) => {
      toast.success(text(Messages.profileUpdated), { focus: true });
      // What was saved is the form's new starting point: nothing is left unsaved.
      reset(valuesOf(saved));
      // New tokens carry the profile's names, so the header greets the resident by the new first name.
      void renew();
    },
    // The typed values stay in the form when the save fails.
    onError: (e: Error) => toast.error(e.message, { focus: true }),
  });
  useUnsavedForm(formState.isDirty);
  const { errors } = formState;
  if (profile.isError) return <Message tone="error">{profile.error.message}</Message>;
  if (profile.isPending) return <p>{text(Messages.loadingData)}</p>;
  return (
    <form onSubmit={handleSubmit((v) => save.mutate({ ...profile.data, ...v } as Profile))} noValidate aria-label={t`Profile`}>
      <TextField
        label={t`First Name`}
        autoComplete="given-name"
        error={errors.firstName?.message && text(errors.firstName.message)}
        {...register('firstName')}
      />
      <TextField
        label={t`Last Name`}
        autoComplete="family-name"
        error={errors.lastName?.message && text(errors.lastName.message)}
        {...register('lastName')}
      />
      <TextField label={t`Unit Number`} error={errors.unitNumber?.message && text(errors.unitNumber.message)} {...register('unitNumber')} />
      <TextField
        label={t`Street Name`}
        autoComplete="address-line1"
        error={errors.streetName?.message && text(errors.streetName.message)}
        {...register('streetName')}
      />
      <SelectField
        label={t`Type of Registration`}
        placeholder={t`Select...`}
        options={REGISTRATION_TYPES.map((type) => ({ value: type, label: i18n._(TYPE_WORDS[type]) }))}
        error={errors.userType?.message && text(errors.userType.message)}
        {...register('userType')}
      />
      <Button type="submit" disabled={save.isPending}>
        {t`Save Profile`}
      </Button>
    </form>
  );
}
