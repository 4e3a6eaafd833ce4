/** The error every apiClient call rejects with: `.message` is already the text to show (docs/requirements.md §8). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /**
   * The answer's error name ({data:null, error:{name}}): read here only, for the few refusals the
   * app acts on (ErrorNames of @hearth/common); the text to show is `.message`.
   */
  get errorName(): string | undefined {
    const name = (this.body as { error?: { name?: unknown } } | null | undefined)?.error?.name;
    return typeof name === 'string' ? name : undefined;
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;

/** Text for any thrown value, for toasts. */
export const errorMessage = (e: unknown): string => (e instanceof Error ? e.message : typeof e === 'string' ? e : 'Server error');
