/** Extra useQuery options a hook accepts on top of a request's queryOptions factory (bulletproof-react). */
export type QueryConfig<TFactory extends (...args: never[]) => object> = Partial<
  Omit<ReturnType<TFactory>, 'queryKey' | 'queryFn'>
>;
