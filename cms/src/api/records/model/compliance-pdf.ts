/**
 * The compliance report as a printable PDF an association can hand to an owner or a regulator
 * (docs/requirements.md §20): the pack and its disclaimer, every category's state, late answers to
 * records requests. Printed with the vote results' PDF writer.
 */
import type { CategoryCompliance, ComplianceReport } from '@hearth/common';
import { pdfWriter } from '../../vote/model/results-pdf';

const utc = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

/** "Posted 2026-10-02 14:00 UTC", "Late by 15 days", "Missing", "2 past the 12-month window". */
function stateText(c: CategoryCompliance): string {
  switch (c.state) {
    case 'missing':
      return 'Missing';
    case 'late':
      return `Late by ${c.lateByDays} day${c.lateByDays === 1 ? '' : 's'}`;
    case 'expired':
      return `Expired: ${c.expired.length} past the ${c.keepPostedMonths}-month window still shown`;
    default:
      return `Posted ${utc(c.postedAt!)}`;
  }
}

export async function compliancePdf(report: ComplianceReport): Promise<Uint8Array> {
  const { doc, out } = await pdfWriter('Official records: compliance report');
  out.text('Official records: compliance report', { size: 18, bold: true });
  out.text(`${report.pack.name}. Day of the report: ${report.today} (${report.timeZone}).`, { gap: 6 });
  out.text(report.pack.disclaimer, { gap: 4 });
  out.row(['Category', 'State', 'Citation'], true);
  for (const c of report.categories) out.row([`${c.label}${c.required ? '' : ' (if any)'}`, stateText(c), c.citation]);
  for (const c of report.categories.filter((x) => x.state === 'expired'))
    for (const e of c.expired) out.text(`${c.label}: "${e.title}" (${e.documentDate}) left its window on ${e.expiredOn}.`, { gap: 2 });
  out.text('Records requests answered late or still open past their deadline', { size: 13, bold: true, gap: 12 });
  if (!report.lateRequests.length) out.text('None.');
  for (const r of report.lateRequests)
    out.text(
      `#${r.id} ${r.categoryLabel}, asked ${utc(r.askedAt)} by ${r.requestedBy}; deadline ${r.deadline} (${r.citation}); ` +
        (r.status === 'open' ? `unanswered, ${-r.daysLeft} day(s) late.` : `answered ${utc(r.answeredAt!)}, ${-r.daysLeft} day(s) late.`),
    );
  return doc.save();
}
