/**
 * A vote's results as a printable PDF for the minutes (docs/requirements.md, "Vote documents and printable results"): the results
 * report of common/src/vote-report.ts (the association, the vote's times in its zone, counting,
 * quorum, participation, per question its outcome and every choice with its share in words). It
 * is built from the results only, which name nobody, so a secret vote's PDF names no voter either.
 */
import { VoteReportWords, type ResultsReport, type VoteReportText } from '@hearth/common';
import { PDF_SIZE as SIZE, pdfWriter } from '../../../platform/pdf';

export async function resultsPdf(report: ResultsReport, words: VoteReportText = VoteReportWords): Promise<Uint8Array> {
  const { doc, out } = await pdfWriter(words.pdfTitle(report.title), report.association);
  out.text(report.association, { size: SIZE.heading });
  out.text(report.title, { size: SIZE.title, bold: true, gap: 2 });
  out.text(report.status, { size: SIZE.heading, gap: 4 });
  let gap = 8;
  for (const [label, value] of report.facts.slice(2)) {
    out.text(`${label}: ${value}`, { gap });
    gap = 0;
  }
  for (const question of report.questions) {
    out.text(question.heading, { size: SIZE.heading, bold: true, gap: 12 });
    out.text(question.outcome, { bold: true });
    out.row([...report.columns], true);
    for (const row of question.rows) out.row(row);
  }
  return doc.save();
}
