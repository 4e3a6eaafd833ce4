/**
 * The compliance report as a printable PDF an association can hand to an owner or a regulator
 * (docs/requirements.md, "Official records and rule packs"): the pack and its disclaimer, every category's state, late answers to
 * records requests. Printed with the vote results' PDF writer; times in the association's zone, as its
 * days are, and every table cell wrapped whole in its column.
 */
import { localOf, type CategoryCompliance, type ComplianceReport, type RecordsRequest } from '@hearth/common';
import { pdfWriter } from '../../../platform/pdf';

/** Category, state, citation: the widths their texts need (points from the margin). */
const COLUMNS = [0, 170, 320];

/** An instant as the association's wall-clock time, "2026-10-02 10:00". */
export const localTime = (iso: string, timeZone: string) => localOf(Date.parse(iso), timeZone).replace('T', ' ');

const days = (n: number, business = false) => `${n} ${business ? 'business ' : ''}day${n === 1 ? '' : 's'}`;

/** "Posted 2026-10-02 10:00, 15 days after its deadline", "Missing", "2 past the 12-month window". */
function stateText(c: CategoryCompliance, timeZone: string): string {
  switch (c.state) {
    case 'missing':
      return 'Missing';
    case 'late':
      return `Late: posted ${localTime(c.postedAt!, timeZone)}, ${days(c.lateByDays!)} after its deadline (${days(c.postWithinDays!)} from the document date)`;
    case 'expired':
      return `Expired: ${c.expired.length} past the ${c.keepPostedMonths}-month window still shown`;
    default:
      return `Posted ${localTime(c.postedAt!, timeZone)}`;
  }
}

/** How late a request is, counted as its deadline counts (business days under most packs). */
export const requestLateness = (r: RecordsRequest) => days(-r.daysLeft, r.businessDays);

export async function compliancePdf(report: ComplianceReport): Promise<Uint8Array> {
  const zone = report.timeZone;
  const { doc, out } = await pdfWriter('Official records: compliance report');
  out.text('Official records: compliance report', { size: 18, bold: true });
  out.text(`${report.pack.name}. Day of the report: ${report.today}; times in ${zone}.`, { gap: 6 });
  out.text(report.pack.disclaimer, { gap: 4 });
  out.row(['Category', 'State', 'Citation'], true, COLUMNS);
  for (const c of report.categories)
    out.row([`${c.label}${c.required ? '' : ' (if any)'}`, stateText(c, zone), c.citation], false, COLUMNS);
  for (const c of report.categories.filter((x) => x.state === 'expired'))
    for (const e of c.expired) out.text(`${c.label}: "${e.title}" (${e.documentDate}) left its window on ${e.expiredOn}.`, { gap: 2 });
  out.text('Records requests answered late or still open past their deadline', { size: 13, bold: true, gap: 12 });
  if (!report.lateRequests.length) out.text('None.');
  for (const r of report.lateRequests)
    out.text(
      `#${r.id} ${r.categoryLabel}, asked ${localTime(r.askedAt, zone)} by ${r.requestedBy}; deadline ${r.deadline} (${r.citation}); ` +
        (r.status === 'open'
          ? `unanswered, ${requestLateness(r)} late.`
          : `answered ${localTime(r.answeredAt!, zone)}, ${requestLateness(r)} late.`),
    );
  return doc.save();
}
