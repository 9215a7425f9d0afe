import type { BusinessType } from '@shop/contract/common';
import { Testimonial } from '@shop/contract/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

const TestimonialList = z.array(Testimonial);

/** Approved testimonials of one brand, newest first. */
export async function getTestimonials(businessType: BusinessType): Promise<Testimonial[]> {
  const { data } = await api.get('/testimonials/', { params: { business_type: businessType } });
  return TestimonialList.parse(data);
}

export const testimonialsQueryOptions = (businessType: BusinessType) =>
  queryOptions({ queryKey: ['testimonials', businessType], queryFn: () => getTestimonials(businessType) });

export function useTestimonials(businessType: BusinessType) {
  return useQuery(testimonialsQueryOptions(businessType));
}
