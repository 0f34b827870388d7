import { Button, H4, Menu, MenuDivider, MenuItem, PopoverNext, PopupKind } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { GRADE_LEVELS, GradeLevel } from '../../../components/tutor/tutor-summary';
import { LocationSuggestion } from '../../../components/location/soft-search-zip-code-v2';
import { LocationPicker } from './LocationPicker';

interface LocationChipProps {
  /** What the chip says for the location set, or null for none. */
  label: string | null;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  onSelect: (location: LocationSuggestion) => void;
  onClear: () => void;
}

/** Spec: the Location chip, opening a popover titled 'Set Location' with 'Find top tutors near you!'. */
export function LocationChip({ label, isOpen, onOpenChange, onSelect, onClear }: LocationChipProps) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'tutorSearch.location.title' });
  return (
    <PopoverNext
      isOpen={isOpen}
      onInteraction={(next) => onOpenChange(next)}
      placement="bottom-start"
      popupKind={PopupKind.DIALOG}
      content={
        <section className="search-chip-popover" role="dialog" aria-labelledby="set-location-title">
          <H4 id="set-location-title">{title}</H4>
          <p>
            <FormattedMessage id="tutorSearch.location.subtitle" />
          </p>
          <LocationPicker autoFocus onSelect={onSelect} />
          {label && <Button variant="minimal" className="search-chip-clear" text={<FormattedMessage id="tutorSearch.location.clear" />} onClick={onClear} />}
        </section>
      }
    >
      <Button
        className="search-chip"
        variant="outlined"
        active={label !== null}
        intent={label ? 'primary' : 'none'}
        endIcon="caret-down"
        aria-label={label ? `${intl.formatMessage({ id: 'tutorSearch.location.chip' })}: ${label}` : undefined}
        text={label ?? <FormattedMessage id="tutorSearch.location.chip" />}
      />
    </PopoverNext>
  );
}

interface GradeLevelChipProps {
  grade: GradeLevel | null;
  onChange: (grade: GradeLevel | null) => void;
}

/** Spec: the Student's Grade Level chip; its popover asks 'Select your student's grade level'. */
export function GradeLevelChip({ grade, onChange }: GradeLevelChipProps) {
  const intl = useIntl();
  const question = intl.formatMessage({ id: 'tutorSearch.grade.question' });
  const chip = intl.formatMessage({ id: 'tutorSearch.grade.chip' });
  return (
    <PopoverNext
      placement="bottom-start"
      popupKind={PopupKind.LISTBOX}
      content={
        <section className="search-chip-popover">
          <H4 id="grade-level-question">{question}</H4>
          <Menu role="listbox" aria-labelledby="grade-level-question">
            {GRADE_LEVELS.map((level) => (
              <MenuItem
                key={level}
                roleStructure="listoption"
                selected={grade === level}
                text={<FormattedMessage id={`tutor.grade.${level}`} />}
                onClick={() => onChange(level)}
              />
            ))}
            {grade && (
              <>
                <MenuDivider />
              </>
            )}
          </Menu>
        </section>
      }
    >
      <Button
        className="search-chip"
        variant="outlined"
        active={grade !== null}
        intent={grade ? 'primary' : 'none'}
        endIcon="caret-down"
        aria-label={grade ? `${chip}: ${intl.formatMessage({ id: `tutor.grade.${grade}` })}` : undefined}
        text={grade ? <FormattedMessage id={`tutor.grade.${grade}`} /> : chip}
      />
    </PopoverNext>
  );
}
