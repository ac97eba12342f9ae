/** POST /restaurant/menu (new item) and PUT /restaurant/menu/:id (edit); every menu view refetches. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api } from '@/lib/api-client';
import { menuItemSchema, menuTaxRate, type MenuItem, type MenuItemInput } from '../types';
import { restaurantKeys } from './keys';

export async function saveMenuItem({ id, ...input }: MenuItemInput & { id?: number }): Promise<MenuItem> {
  const body = { ...input, tax: menuTaxRate };
  const answer =
    id === undefined
      ? await api.post<unknown>('restaurant/menu', { body })
      : await api.put<unknown>(`restaurant/menu/${id}`, { body });
  return z.object({ menu: menuItemSchema }).parse(answer).menu;
}

export function useSaveMenuItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMenuItem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: restaurantKeys.menus() }),
  });
}
