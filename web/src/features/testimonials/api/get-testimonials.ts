import type { BusinessType } from '@shop/contract/common';
import { Testimonial } from '@shop/contract/content';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { shopKeys } from '../../../lib/shop-keys';

const TestimonialList = z.array(Testimonial);

/** Approved testimonials of one brand, newest first. */
async function getTestimonials(businessType: BusinessType): Promise<Testimonial[]> {
  const { data } = await api.get('/testimonials/', { params: { business_type: businessType } });
  return TestimonialList.parse(data);
}

export function useTestimonials(businessType: BusinessType) {
  return useQuery({
    queryKey: shopKeys.testimonials(businessType),
    queryFn: () => getTestimonials(businessType),
  });
}
