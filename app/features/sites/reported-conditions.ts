// Divers' conditions reports (the optional part of a review) summed up for a site: how many reports,
// the months they were dived in, the visibility range, the water temperature of each month, the
// current most of them name and the deepest dive reported. Pure, so pages and tests share it.
import type { MonthlyTemperature, ReportedConditions } from '../../../db/schema/sites.ts';

export type ConditionsReport = { divedOn: string | null; visibilityM: number | null; waterTempC: number | null; current: string | null; maxDepthM: number | null };

export type ConditionsSummary = { count: number; months: number[]; depthMaxM: number | null; conditions: ReportedConditions | null };

function monthOf(date: string | null): number | null {
  if (!date) return null;
  const month = Number(date.slice(5, 7));
  return month >= 1 && month <= 12 ? month : null;
}

export function summariseConditions(reports: readonly ConditionsReport[]): ConditionsSummary {
  const useful = reports.filter((report) => report.visibilityM !== null || report.waterTempC !== null || report.current !== null || report.maxDepthM !== null);
  if (!useful.length) return { count: 0, months: [], depthMaxM: null, conditions: null };
  const months = [...new Set(useful.map((report) => monthOf(report.divedOn)).filter((month): month is number => month !== null))].sort((a, b) => a - b);
  const visibilities = useful.map((report) => report.visibilityM).filter((value): value is number => value !== null);
  const depths = useful.map((report) => report.maxDepthM).filter((value): value is number => value !== null);
  const tempByMonth: MonthlyTemperature[] = Array.from({ length: 12 }, () => null);
  let temperatureReports = 0;
  for (const report of useful) {
    const month = monthOf(report.divedOn);
    if (report.waterTempC === null || month === null) continue;
    temperatureReports += 1;
    const entry = tempByMonth[month - 1];
    tempByMonth[month - 1] = entry ? { minC: Math.min(entry.minC ?? report.waterTempC, report.waterTempC), maxC: Math.max(entry.maxC ?? report.waterTempC, report.waterTempC) } : { minC: report.waterTempC, maxC: report.waterTempC };
  }
  const currents = new Map<string, number>();
  for (const report of useful) if (report.current) currents.set(report.current, (currents.get(report.current) ?? 0) + 1);
  // The most named current; a tie goes to the stronger, which is the safer thing to expect.
  const ORDER = ['none', 'light', 'variable', 'moderate', 'strong'];
  const [current, currentReports] = [...currents.entries()].sort((a, b) => b[1] - a[1] || ORDER.indexOf(b[0]) - ORDER.indexOf(a[0]))[0] ?? [null, 0];
  return {
    count: useful.length,
    months,
    depthMaxM: depths.length ? Math.max(...depths) : null,
    conditions: {
      visibilityMinM: visibilities.length ? Math.min(...visibilities) : null,
      visibilityMaxM: visibilities.length ? Math.max(...visibilities) : null,
      tempByMonth,
      current,
      currentReports,
      visibilityReports: visibilities.length,
      temperatureReports,
    },
  };
}
