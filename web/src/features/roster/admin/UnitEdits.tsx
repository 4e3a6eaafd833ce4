/**
 * "Admin: Units", one thing at a time (docs/requirements.md, "The unit roster"): administrators add, correct and
 * remove a person on a unit, and remove a unit, without a re-import. Each change asks first where
 * it removes something, and the screen then shows the roster as the server answers it.
 */
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  MAILING_FIELDS,
  MAILING_FIELD_LABELS,
  Messages,
  displayName,
  REGISTRATION_TYPES,
  type MailingField,
  type RosterMember,
  type RosterUnitView,
  type UnitPerson,
} from '@hearth/common';
import { errorMessage } from '../../../shared/api';
import { Button, ButtonRow, SelectField, TextField, useToast } from '../../../shared/ui';
import { Dialog, DialogClose } from '../../../shared/ui/Dialog';
import { confirmFormDiscard } from '../../../shared/unsaved/unsavedForm';
import { openVotesQuery, rosterEdits, rosterKeys } from '../api';
import { rosterUnitName } from './RosterPeople';

const RELATION_LABELS = { owner: 'Owner', tenant: 'Tenant', propmgr: 'Property manager' } as const;

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

/** Add a person to a unit, or correct one (`member`). */
export function PersonDialog({ unit, member }: { unit: RosterUnitView; member?: RosterMember }) {
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
      title={member ? `Correct ${displayName(member)} on ${unitName}` : `Add a person to ${unitName}`}
      trigger={
        <Button variant="secondary" size="small" aria-label={member ? `Correct ${displayName(member)}` : `Add Person to ${unitName}`}>
          {member ? 'Correct' : 'Add Person'}
        </Button>
      }
    >
      <form
        aria-label={member ? 'Correct the person' : 'Add a person'}
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate(person);
        }}
      >
        <SelectField
          label="Relation"
          value={person.relation}
          options={REGISTRATION_TYPES.map((r) => ({ value: r, label: RELATION_LABELS[r] }))}
          onChange={(e) => setPerson((p) => ({ ...p, relation: e.target.value as UnitPerson['relation'] }))}
        />
        <TextField label="First name" maxLength={100} {...field('firstName')} />
        <TextField label="Last name" maxLength={100} {...field('lastName')} />
        <TextField label="E-mail" type="email" maxLength={255} {...field('email')} />
        {/* Where the association's paper notices reach them (docs/requirements.md, "Meetings, notices and consent to electronic notice"). */}
        {MAILING_FIELDS.map((f) => (
          <TextField
            key={f}
            label={MAILING_FIELD_LABELS[f]}
            maxLength={f === 'mailingStreet' ? 200 : f === 'mailingPostalCode' ? 20 : 100}
            {...field(f)}
          />
        ))}
        <ButtonRow>
          <Button type="submit" disabled={save.isPending}>
            {member ? 'Save' : 'Add'}
          </Button>
          <DialogClose asChild>
            <Button type="button" variant="secondary">
              Cancel
            </Button>
          </DialogClose>
        </ButtonRow>
      </form>
    </Dialog>
  );
}

/** Remove a person from their unit, or the unit with its people, after a question naming them. */
export function RemoveDialog({ unit, member }: { unit: RosterUnitView; member?: RosterMember }) {
  const [open, setOpen] = useState(false);
  const unitName = rosterUnitName(unit);
  const what = member ? `${displayName(member)} from ${unitName}` : `unit ${unitName}`;
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
      title={`Remove ${what}?`}
      description={
        member
          ? 'They no longer speak for the unit: votes, bookings and the unit’s requests end for them at once.'
          : [
              'Its people go with it, and no longer speak for it.',
              openVotes.length ? Messages.unitInOpenVotes(openVotes.map((v) => v.title)) : '',
            ]
              .filter(Boolean)
              .join(' ')
      }
      trigger={
        <Button variant="secondary" size="small" aria-label={`Remove ${what}`}>
          Remove
        </Button>
      }
      footer={
        <ButtonRow>
          <Button variant="danger" onClick={() => remove.mutate(undefined)} disabled={remove.isPending}>
            Remove
          </Button>
          <DialogClose asChild>
            <Button variant="secondary">Keep</Button>
          </DialogClose>
        </ButtonRow>
      }
    />
  );
}
