/**
 * The compliance report as a printable PDF an association can hand to an owner or a regulator
 * (docs/requirements.md, "Official records and rule packs"): the pack and its disclaimer, every category's state, late answers to
 * records requests. Printed with the vote results' PDF writer; times in the association's zone, as its
 * days are, and every table cell wrapped whole in its column.
 */
import {
  localOf,
  mailTexts,
  type CategoryCompliance,
  type ComplianceReport,
  type Locale,
  type MailTexts,
  type RecordsRequest,
} from '@hearth/common';
import { pdfWriter } from '../../../platform/pdf';

/** Category, state, citation: the widths their texts need (points from the margin). */
const COLUMNS = [0, 170, 320];

type Words = MailTexts['compliance'];

/** An instant as the association's wall-clock time, "2026-10-02 10:00". */
export const localTime = (iso: string, timeZone: string) => localOf(Date.parse(iso), timeZone).replace('T', ' ');

/** "Posted 2026-10-02 10:00, 15 days after its deadline", "Missing", "2 past the 12-month window". */
function stateText(c: CategoryCompliance, timeZone: string, w: Words): string {
  switch (c.state) {
    case 'missing':
      return w.missing;
    case 'late':
      return w.late(localTime(c.postedAt!, timeZone), w.days(c.lateByDays!, false), w.days(c.postWithinDays!, false));
    case 'expired':
      return w.expired(c.expired.length, c.keepPostedMonths!);
    default:
      return w.posted(localTime(c.postedAt!, timeZone));
  }
}

/** How late a request is, counted as its deadline counts (business days under most packs). */
export const requestLateness = (r: RecordsRequest, w: Words) => w.days(-r.daysLeft, r.businessDays);

/** The report with its labels in the reader's language; the pack's name, categories, citations and disclaimer are the pack's words. */
export async function compliancePdf(report: ComplianceReport, locale: Locale = 'en'): Promise<Uint8Array> {
  const w = mailTexts(locale).compliance;
  const zone = report.timeZone;
  const { doc, out } = await pdfWriter(w.title);
  out.text(w.title, { size: 18, bold: true });
  out.text(w.intro(report.pack.name, report.today, zone), { gap: 6 });
  out.text(report.pack.disclaimer, { gap: 4 });
  out.row([w.categoryHeading, w.stateHeading, w.citationHeading], true, COLUMNS);
  for (const c of report.categories) out.row([c.required ? c.label : w.ifAny(c.label), stateText(c, zone, w), c.citation], false, COLUMNS);
  for (const c of report.categories.filter((x) => x.state === 'expired'))
    for (const e of c.expired) out.text(w.leftWindow(c.label, e.title, e.documentDate, e.expiredOn), { gap: 2 });
  out.text(w.lateRequestsHeading, { size: 13, bold: true, gap: 12 });
  if (!report.lateRequests.length) out.text(w.none);
  for (const r of report.lateRequests)
    out.text(
      w.requestAsked(r.id, r.categoryLabel, localTime(r.askedAt, zone), r.requestedBy, r.deadline, r.citation) +
        (r.status === 'open'
          ? w.unansweredLate(requestLateness(r, w))
          : w.answeredAtLate(localTime(r.answeredAt!, zone), requestLateness(r, w))),
    );
  return doc.save();
}
