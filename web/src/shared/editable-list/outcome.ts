/** What a save or an add brought back, made by each list's mutation from its call's answer. */
export interface ServerOutcome<T> {
  /** The refreshed list; absent when the call answers only the item, and the list is loaded again. */
  list?: T[];
  /** Success texts to show, e.g. the director privilege messages. */
  messages?: string[];
  /** Error texts to show next to a success, e.g. a privilege that could not be revoked. */
  errors?: string[];
}
