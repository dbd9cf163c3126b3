import type { RecruitmentStats } from '@jobmatch/contract';
import { Text } from '@mantine/core';
import { scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../format.ts';
import { useLocale } from '../../i18n/index.ts';
import classes from './dashboard.module.css';

/** From the offers a company sends to the candidates who answer them, in the order they narrow. */
const STAGES = ['sent', 'opened', 'viewed', 'applications', 'interested'] as const;

/** The drawing's own units: each bar is stretched to its row's width, the labels stay HTML text. */
const WIDTH = 100;
const HEIGHT = 10;

/**
 * A recruitment's funnel: one centred bar per stage, as wide as its count against the widest,
 * with the stage's name, its count and its share of the offers sent as text beside it (so that
 * the numbers are read, not guessed from the bars). Loaded only by the screens that chart.
 */
export function FunnelChart({ stats, title }: { stats: RecruitmentStats; title: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const widest = Math.max(1, ...STAGES.map((stage) => stats[stage]));
  const width = scaleLinear({ domain: [0, widest], range: [0, WIDTH] });
  const share = (value: number) => t('dashboard.funnel.share', { percent: Math.round((value / stats.sent) * 100) });
  return (
    <table className={classes.funnel}>
      <caption className={classes.caption}>{t('dashboard.funnel.caption', { title })}</caption>
      <tbody>
        {STAGES.map((stage, index) => {
          const value = stats[stage];
          // An empty stage keeps a sliver, so the row still reads as part of the funnel.
          const barWidth = Math.max(width(value), 1);
          return (
            <tr key={stage}>
              <th scope="row" className={classes.label}>
                {t(`dashboard.funnel.${stage}`)}
              </th>
              <td className={classes.barCell}>
                <svg
                  className={classes.bar}
                  viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
                  preserveAspectRatio="none"
                  aria-hidden="true"
                  focusable="false"
                >
                  <Bar
                    x={(WIDTH - barWidth) / 2}
                    y={0}
                    width={barWidth}
                    height={HEIGHT}
                    fill={`var(--mantine-color-blue-${Math.min(8, 4 + index)})`}
                  />
                </svg>
              </td>
              <td className={classes.value}>
                <strong>{formatNumber(value, locale)}</strong>
                {stage !== 'sent' && stats.sent > 0 && (
                  <Text span size="xs" c="dimmed" ml={6}>
                    {share(value)}
                  </Text>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
