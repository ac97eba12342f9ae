/** POST /restaurant/menu (new item) and PUT /restaurant/menu/:id (edit); every menu view refetches. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { menuTaxRate, type MenuItem, type MenuItemInput } from '../types';
import { restaurantKeys } from './keys';

export async function saveMenuItem({ id, ...input }: MenuItemInput & { id?: number }): Promise<MenuItem> {
  const body = { ...input, tax: menuTaxRate };
  const answer =
    id === undefined
      ? api.post<unknown>('restaurant/menu', { body })
      : api.put<unknown>(`restaurant/menu/${id}`, { body });
  return (await parseAnswer(answer, () => import('../types').then((m) => m.savedMenuItemSchema))).menu;
}

export function useSaveMenuItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMenuItem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: restaurantKeys.menus() }),
  });
}
