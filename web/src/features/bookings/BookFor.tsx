/**
 * Directors and administrators book for themselves, for a resident, or block a time for the
 * association (docs/requirements.md §17). The residents offered are those the amenity accepts
 * among the verified residents with a roster unit.
 */
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import type { Amenity, BookableResident } from '@hearth/common';
import { LoadFailed, SelectField } from '../../shared/ui';
import { bookableResidentsQuery } from './api';

export type Beneficiary = { kind: 'myself' } | { kind: 'block' } | { kind: 'resident'; resident: BookableResident };

const accepts = (amenity: Amenity, resident: BookableResident) =>
  amenity.bookedBy === 'residents' || amenity.bookedBy === `${resident.relation}s`;

export function BookFor({ amenity, value, onChange }: { amenity: Amenity; value: Beneficiary; onChange(next: Beneficiary): void }) {
  const { t } = useLingui();
  const residents = useQuery(bookableResidentsQuery());
  if (residents.isError) return <LoadFailed what={t`residents`} error={residents.error} onRetry={() => void residents.refetch()} />;
  const offered = (residents.data ?? []).filter((r) => accepts(amenity, r));
  const selected = value.kind === 'resident' ? String(value.resident.profileId) : value.kind;
  return (
    <SelectField
      label={t`Book for`}
      value={selected}
      options={[
        { value: 'myself', label: t`Myself` },
        { value: 'block', label: t`No resident: block this time for the association` },
        ...offered.map((r) => ({ value: String(r.profileId), label: `${r.name}, ${r.unit}` })),
      ]}
      onChange={(e) => {
        const choice = e.target.value;
        const resident = offered.find((r) => String(r.profileId) === choice);
        onChange(resident ? { kind: 'resident', resident } : choice === 'block' ? { kind: 'block' } : { kind: 'myself' });
      }}
    />
  );
}
