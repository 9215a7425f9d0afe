import type { BusinessType } from '@shop/contract/common';
import type { Testimonial } from '@shop/contract/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { shopKeys } from '#web/lib/shop-keys.ts';

/** Approved testimonials of one brand, newest first. */
async function getTestimonials(businessType: BusinessType): Promise<Testimonial[]> {
  const { data } = await api.get('/testimonials/', { params: { business_type: businessType } });
  return (await import('@shop/contract/content')).Testimonial.array().parse(data);
}

export function testimonialsQuery(businessType: BusinessType) {
  return queryOptions({
    queryKey: shopKeys.testimonials(businessType),
    queryFn: () => getTestimonials(businessType),
  });
}

export function useTestimonials(businessType: BusinessType) {
  return useQuery(testimonialsQuery(businessType));
}
