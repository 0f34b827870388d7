import { Checkbox } from '@blueprintjs/core';
import { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { TIMES_OF_DAY, WEEKDAYS } from './tutor-summary';

/** A slot as the grid names it: `MONDAY:MORNING`. */
export type AvailabilitySlot = `${(typeof WEEKDAYS)[number]}:${(typeof TIMES_OF_DAY)[number]}`;

export function availabilitySlot(day: (typeof WEEKDAYS)[number], time: (typeof TIMES_OF_DAY)[number]): AvailabilitySlot {
  return `${day}:${time}`;
}

interface AvailabilityGridProps {
  /** The slots ticked, as `DAY:TIME`. */
  selected: readonly string[];
  onToggle: (slot: AvailabilitySlot, checked: boolean) => void;
  caption?: ReactNode;
}

/**
 * The week as days by times of day, a box per slot: how a tutor says when they usually teach, in
 * the application and in the profile editor alike.
 */
export function AvailabilityGrid({ selected, onToggle, caption }: AvailabilityGridProps) {
  const intl = useIntl();
  return (
    <table className="tutor-availability-grid">
      {caption && <caption>{caption}</caption>}
      <thead>
        <tr>
          <th />
          {TIMES_OF_DAY.map((time) => (
            <th key={time} scope="col">
              <FormattedMessage id={`tutor.time.${time}`} />
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {WEEKDAYS.map((day) => (
          <tr key={day}>
            <th scope="row">
              <FormattedMessage id={`tutor.day.${day}`} />
            </th>
            {TIMES_OF_DAY.map((time) => {
              const slot = availabilitySlot(day, time);
              return (
                <td key={time}>
                  <Checkbox
                    className="tutor-availability-slot"
                    aria-label={`${intl.formatMessage({ id: `tutor.day.${day}` })} ${intl.formatMessage({ id: `tutor.time.${time}` })}`}
                    checked={selected.includes(slot)}
                    onChange={(event) => onToggle(slot, event.currentTarget.checked)}
                  />
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
