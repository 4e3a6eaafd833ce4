/**
 * "Admin: Units", one thing at a time (docs/requirements.md, "The unit roster"): administrators add, correct and
 * remove a person on a unit, and remove a unit, without a re-import. Each change asks first where
 * it removes something, and the screen then shows the roster as the server answers it.
 */
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import {
  MAILING_FIELDS,
  Messages,
  displayName,
  REGISTRATION_TYPES,
  type MailingField,
  type RosterMember,
  type RosterUnitView,
  type UnitPerson,
} from '@hearth/common';
import { errorMessage } from '../../../shared/api';
import { useCommonText, useLocale } from '../../../shared/i18n';
import { Button, ButtonRow, SelectField, TextField, useToast } from '../../../shared/ui';
import { Dialog, DialogClose } from '../../../shared/ui/Dialog';
import { confirmFormDiscard } from '../../../shared/unsaved/unsavedForm';
import { openVotesQuery, rosterEdits, rosterKeys } from '../api';
import { rosterUnitName, useRelationLabels } from './RosterPeople';

/** Puts the answered roster on screen (the list reloads from it). */
function useRosterEdit<A>(run: (args: A) => Promise<RosterUnitView[]>, said: (args: A) => string, done: () => void) {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: run,
    onSuccess: (roster, args) => {
      queryClient.setQueryData(rosterKeys.units(), roster);
      toast.success(said(args));
      done();
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
}

/** Common's names of the mailing address's fields (MAILING_FIELD_LABELS), in the reader's language. */
const MAILING_WORDS: Record<MailingField, MessageDescriptor> = {
  mailingStreet: msg`Mailing street`,
  mailingCity: msg`City`,
  mailingRegion: msg`State or province`,
  mailingPostalCode: msg`Postal code`,
  mailingCountry: msg`Country`,
};

/** Add a person to a unit, or correct one (`member`). */
export function PersonDialog({ unit, member }: { unit: RosterUnitView; member?: RosterMember }) {
  const { i18n } = useLocale();
  const relationLabels = useRelationLabels();
  const [open, setOpen] = useState(false);
  const noAddress = Object.fromEntries(MAILING_FIELDS.map((f) => [f, ''])) as Record<MailingField, string>;
  const empty: UnitPerson = { relation: 'owner', firstName: '', lastName: '', email: '', ...noAddress };
  const [person, setPerson] = useState<UnitPerson>(empty);
  // What the form opened with: typed text differs from it, and closing then asks first (docs/requirements.md, "States and transitions").
  const [opened, setOpened] = useState<UnitPerson>(empty);
  const dirty = open && JSON.stringify(person) !== JSON.stringify(opened);
  const save = useRosterEdit(
    (p: UnitPerson) => (member ? rosterEdits.updatePerson(member.id, p) : rosterEdits.addPerson(unit.id, p)),
    (p) => (member ? Messages.personUpdated(displayName(p)) : Messages.personAdded(displayName(p))),
    () => setOpen(false),
  );
  const unitName = rosterUnitName(unit);
  const field = (key: 'firstName' | 'lastName' | 'email' | MailingField) => ({
    value: person[key] ?? '',
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => setPerson((p) => ({ ...p, [key]: e.target.value })),
  });
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        // Closing with typed text asks first (Escape, the close button, Cancel alike).
        if (!next && !confirmFormDiscard(dirty)) return;
        if (next) {
          const start: UnitPerson = member
            ? {
                relation: member.relation,
                firstName: member.firstName,
                lastName: member.lastName,
                email: member.email,
                ...Object.fromEntries(MAILING_FIELDS.map((f) => [f, member[f] ?? ''])),
              }
            : empty;
          setPerson(start);
          setOpened(start);
        }
        setOpen(next);
      }}
      title={member ? i18n._(msg`Correct ${displayName(member)} on ${unitName}`) : i18n._(msg`Add a person to ${unitName}`)}
      trigger={
        <Button
          variant="secondary"
          size="small"
          aria-label={member ? i18n._(msg`Correct ${displayName(member)}`) : i18n._(msg`Add Person to ${unitName}`)}
        >
          {member ? i18n._(msg`Correct`) : i18n._(msg`Add Person`)}
        </Button>
      }
    >
      <form
        aria-label={member ? i18n._(msg`Correct the person`) : i18n._(msg`Add a person`)}
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate(person);
        }}
      >
        <SelectField
          label={i18n._(msg`Relation`)}
          value={person.relation}
          options={REGISTRATION_TYPES.map((r) => ({ value: r, label: relationLabels[r] }))}
          onChange={(e) => setPerson((p) => ({ ...p, relation: e.target.value as UnitPerson['relation'] }))}
        />
        <TextField label={i18n._(msg`First name`)} maxLength={100} {...field('firstName')} />
        <TextField label={i18n._(msg`Last name`)} maxLength={100} {...field('lastName')} />
        <TextField label={i18n._(msg`E-mail`)} type="email" maxLength={255} {...field('email')} />
        {/* Where the association's paper notices reach them (docs/requirements.md, "Meetings, notices and consent to electronic notice"). */}
        {MAILING_FIELDS.map((f) => (
          <TextField
            key={f}
            label={i18n._(MAILING_WORDS[f])}
            maxLength={f === 'mailingStreet' ? 200 : f === 'mailingPostalCode' ? 20 : 100}
            {...field(f)}
          />
        ))}
        <ButtonRow>
          <Button type="submit" disabled={save.isPending}>
            {member ? i18n._(msg`Save`) : i18n._(msg`Add`)}
          </Button>
          <DialogClose asChild>
            <Button type="button" variant="secondary">
              {i18n._(msg`Cancel`)}
            </Button>
          </DialogClose>
        </ButtonRow>
      </form>
    </Dialog>
  );
}

/** Remove a person from their unit, or the unit with its people, after a question naming them. */
export function RemoveDialog({ unit, member }: { unit: RosterUnitView; member?: RosterMember }) {
  const { i18n } = useLocale();
  const text = useCommonText();
  const [open, setOpen] = useState(false);
  const unitName = rosterUnitName(unit);
  const name = member ? displayName(member) : '';
  const remove = useRosterEdit(
    () => (member ? rosterEdits.removePerson(member.id) : rosterEdits.removeUnit(unit.id)),
    () => (member ? Messages.personRemoved(displayName(member)) : Messages.unitRemoved),
    () => setOpen(false),
  );
  // A vote's electorate was fixed when it opened: removing a unit it holds changes nothing of it.
  const openVotes = useQuery(openVotesQuery(unit.id, open && !member)).data ?? [];
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={member ? i18n._(msg`Remove ${name} from ${unitName}?`) : i18n._(msg`Remove unit ${unitName}?`)}
      description={
        member
          ? i18n._(msg`They no longer speak for the unit: votes, bookings and the unit’s requests end for them at once.`)
          : [
              i18n._(msg`Its people go with it, and no longer speak for it.`),
              openVotes.length ? text(Messages.unitInOpenVotes(openVotes.map((v) => v.title))) : '',
            ]
              .filter(Boolean)
              .join(' ')
      }
      trigger={
        <Button
          variant="secondary"
          size="small"
          aria-label={member ? i18n._(msg`Remove ${name} from ${unitName}`) : i18n._(msg`Remove unit ${unitName}`)}
        >
          {i18n._(msg`Remove`)}
        </Button>
      }
      footer={
        <ButtonRow>
          <Button variant="danger" onClick={() => remove.mutate(undefined)} disabled={remove.isPending}>
            {i18n._(msg`Remove`)}
          </Button>
          <DialogClose asChild>
            <Button variant="secondary">{i18n._(msg`Keep`)}</Button>
          </DialogClose>
        </ButtonRow>
      }
    />
  );
}
