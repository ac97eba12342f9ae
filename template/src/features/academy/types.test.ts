import { describe, expect, it } from 'vitest';
import { applyCourseFilters, finalPrice, type Course } from './types';

const course = (id: number, price: number, discount: number, rating: number) =>
  ({ id, price, discount, rating }) as Course;

describe('course filters', () => {
  const list = [course(1, 100, 50, 4.5), course(2, 80, 0, 3.9), course(3, 0, 0, 4.9)];

  it('orders by the price after discount', () => {
    expect(finalPrice(list[0]!)).toBe(50);
    expect(applyCourseFilters(list, ['price-desc']).map((c) => c.id)).toEqual([2, 1, 3]);
    expect(applyCourseFilters(list, ['price-asc']).map((c) => c.id)).toEqual([3, 1, 2]);
  });

  it('keeps four stars and up', () => {
    expect(applyCourseFilters(list, ['four-stars']).map((c) => c.id)).toEqual([1, 3]);
  });
});
