import { FormattedMessage, useIntl } from 'react-intl';
import { DayAvailability, TIMES_OF_DAY, TutorSummary, WEEKDAYS } from './tutor-summary';
import './tutor.css';

/**
 * The facts line of a tutor (spec section 2, Tutor card): the average review score with the review
 * count only when both exist, hours tutored only above 0, the hourly rate, and the distance on a
 * local result.
 */
export function TutorFacts({ tutor, distanceMiles }: { tutor: Pick<TutorSummary, 'avgReviewScore' | 'reviewCount' | 'hoursTutored' | 'hourlyWage'>; distanceMiles?: number | null }) {
  const intl = useIntl();
  const oneDecimal = (value: number) => intl.formatNumber(value, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const hasScore = tutor.avgReviewScore !== null && tutor.avgReviewScore > 0 && tutor.reviewCount > 0;
  return (
    <ul className="tutor-facts">
      {hasScore && tutor.avgReviewScore !== null && (
        <li data-fact="score">
          <span className="tutor-score" aria-label={intl.formatMessage({ id: 'tutor.score' }, { score: oneDecimal(tutor.avgReviewScore) })}>
            <span aria-hidden="true" className="tutor-star">
              ★
            </span>{' '}
            <span aria-hidden="true">{oneDecimal(tutor.avgReviewScore)}</span>
          </span>{' '}
          <span className="tutor-review-count">
            (<FormattedMessage id="tutor.reviewCount" values={{ count: tutor.reviewCount }} />)
          </span>
        </li>
      )}
      {tutor.hoursTutored > 0 && (
        <li data-fact="hours">
          <FormattedMessage id="tutor.hoursTutored" values={{ hours: tutor.hoursTutored }} />
        </li>
      )}
      {tutor.hourlyWage !== null && tutor.hourlyWage > 0 && (
        <li data-fact="rate">
          <FormattedMessage id="tutor.rate" values={{ rate: tutor.hourlyWage }} />
        </li>
      )}
      {distanceMiles !== null && distanceMiles !== undefined && (
        <li data-fact="distance">
          <FormattedMessage id="tutor.distance" values={{ miles: oneDecimal(distanceMiles) }} />
        </li>
      )}
    </ul>
  );
}

/** 'TEACHES' and the courses and subjects the tutor teaches; nothing when there are none. */
export function TutorTeaches({ teaches }: { teaches: string[] }) {
  if (teaches.length === 0) return null;
  return (
    <p className="tutor-teaches">
      <span className="tutor-teaches-label">
        <FormattedMessage id="tutor.teaches" />
      </span>{' '}
      {teaches.join(', ')}
    </p>
  );
}

/** The tutor's bio, or the spec's fallback '(This user has not written a bio yet.)'. */
export function TutorBio({ bio, className }: { bio: string | null; className?: string }) {
  const text = bio?.trim();
  return <p className={['tutor-bio', className].filter(Boolean).join(' ')}>{text ? text : <FormattedMessage id="tutor.bio.empty" />}</p>;
}

/** The tutor's availability description, or the spec's default text. */
export function TutorAvailabilityText({ avaliabilityDesc }: { avaliabilityDesc: string | null }) {
  const text = avaliabilityDesc?.trim();
  return <p className="tutor-availability">{text ? text : <FormattedMessage id="tutor.availability.default" />}</p>;
}

const KNOWN_DAYS: readonly string[] = WEEKDAYS;
const KNOWN_TIMES: readonly string[] = TIMES_OF_DAY;

/** The days of a usual week the tutor teaches and the parts of each day; nothing when none is set. */
export function WeeklyAvailability({ days }: { days: DayAvailability[] }) {
  const intl = useIntl();
  // 2024-01-01 was a Monday: the locale names the days, no message needed.
  const weekdayName = (day: string) => intl.formatDate(Date.UTC(2024, 0, 1 + KNOWN_DAYS.indexOf(day), 12), { weekday: 'long', timeZone: 'UTC' });
  const known = days.filter((day) => KNOWN_DAYS.includes(day.day) && day.times.length > 0).sort((a, b) => KNOWN_DAYS.indexOf(a.day) - KNOWN_DAYS.indexOf(b.day));
  if (known.length === 0) return null;
  return (
    <table className="bp6-html-table bp6-compact tutor-week">
      <caption className="app-visually-hidden">
        <FormattedMessage id="tutor.availability.week" />
      </caption>
      <tbody>
        {known.map((day) => (
          <tr key={day.day}>
            <th scope="row">{weekdayName(day.day)}</th>
            <td>
              {day.times
                .filter((time) => KNOWN_TIMES.includes(time))
                .map((time) => intl.formatMessage({ id: `tutor.time.${time}` }))
                .join(', ')}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
