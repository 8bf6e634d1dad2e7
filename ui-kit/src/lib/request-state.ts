/** What a form needs of a running request (a TanStack mutation is one). */
export interface RequestState<Answer> {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  isSuccess: boolean;
  data: Answer | undefined;
}
