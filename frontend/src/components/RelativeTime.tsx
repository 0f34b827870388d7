import { useIntl } from 'react-intl';
import { useLanguage } from '../lib/language/LanguageProvider';
import { formatRelativeTime } from '../lib/time/relative-time';

/** A recent moment as people read it ('1 minute ago'), with the full date and time on hover. */
export function RelativeTime({ moment, className }: { moment: string; className?: string }) {
  const intl = useIntl();
  const { language } = useLanguage();
  return (
    <time className={className} dateTime={moment} title={intl.formatDate(moment, { dateStyle: 'medium', timeStyle: 'short' })}>
      {formatRelativeTime(moment, language)}
    </time>
  );
}
