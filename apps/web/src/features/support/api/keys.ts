/** Query keys of the support area: the contact, the ticket pages under `lists()`, one ticket under `detail(id)`. */
export const supportKeys = {
  all: ['support'] as const,
  contact: () => [...supportKeys.all, 'contact'] as const,
  lists: () => [...supportKeys.all, 'list'] as const,
  list: (page: number) => [...supportKeys.lists(), page] as const,
  detail: (id: string) => [...supportKeys.all, 'detail', id] as const,
};
