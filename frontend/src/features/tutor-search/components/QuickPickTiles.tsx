import { Button, H3 } from '@blueprintjs/core';
import { FormattedMessage } from 'react-intl';
import { QUICK_PICK_COURSES } from '../search-constants';

/** Spec: quick-pick tiles under 'Try one of our commonly searched subjects below.' while no course is chosen. */
export function QuickPickTiles({ onPick }: { onPick: (course: string) => void }) {
  return (
    <section className="quick-pick" aria-labelledby="quick-pick-heading">
      <H3 id="quick-pick-heading" className="quick-pick-heading">
        <FormattedMessage id="tutorSearch.courses.tryCommon" />
      </H3>
      <ul className="quick-pick-tiles">
        {QUICK_PICK_COURSES.map((course) => (
          <li key={course}>
            <Button className="quick-pick-tile" variant="outlined" size="large" fill text={course} onClick={() => onPick(course)} />
          </li>
        ))}
      </ul>
    </section>
  );
}
