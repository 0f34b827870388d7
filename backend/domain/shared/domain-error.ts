/**
 * A rule of the product was broken. `message` is shown to the user word for word (spec section 5);
 * `fieldErrors` maps each offending input field to its message so a form can show it at the field.
 */
export class DomainError extends Error {
  readonly fieldErrors: Readonly<Record<string, string>>;

  constructor(message: string, fieldErrors: Record<string, string> = {}) {
    super(message);
    this.name = 'DomainError';
    this.fieldErrors = fieldErrors;
  }

  /** One error carrying every field's message; the first one becomes the headline message. */
  static fromFieldErrors(fieldErrors: Record<string, string>): DomainError {
    const [first] = Object.values(fieldErrors);
    return new DomainError(first, fieldErrors);
  }
}

/** The command is understood but not allowed for this actor (GraphQL FORBIDDEN). */
export class ForbiddenError extends Error {
  constructor(message = 'You are not allowed to do this.') {
    super(message);
    this.name = 'ForbiddenError';
  }
}

/** Throws a DomainError with all collected field messages, if there are any. */
export function throwIfInvalid(fieldErrors: Record<string, string | undefined>): void {
  const present = Object.fromEntries(
    Object.entries(fieldErrors).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  if (Object.keys(present).length > 0) throw DomainError.fromFieldErrors(present);
}
