import {
  DepartureDetail,
  DepartureSummary,
  Guide,
  type GuideBody,
  Manifest,
  PickupPoint,
  type PickupPointBody,
  TourPickups,
  Vehicle,
  type VehicleBody,
} from '@shop/contract/departures';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '#web/lib/api-client.ts';

/** docs/departures.md: the admin's departures, pickups, guides and vehicles, under 'admin' like every admin key. */
export const departureKeys = {
  all: ['admin', 'departures'] as const,
  list: (from: string, to: string) => ['admin', 'departures', 'list', from, to] as const,
  detail: (id: number) => ['admin', 'departures', 'detail', id] as const,
  manifest: (id: number) => ['admin', 'departures', 'manifest', id] as const,
  pickups: (tour: number) => ['admin', 'departures', 'pickups', tour] as const,
  guides: ['admin', 'departures', 'guides'] as const,
  vehicles: ['admin', 'departures', 'vehicles'] as const,
};

export function useDepartures(from: string, to: string) {
  return useQuery({
    queryKey: departureKeys.list(from, to),
    queryFn: async () =>
      z.array(DepartureSummary).parse((await api.get('/admin/departures/', { params: { from, to } })).data),
  });
}

export function useDeparture(id: number | null) {
  return useQuery({
    queryKey: departureKeys.detail(id ?? 0),
    queryFn: async () => DepartureDetail.parse((await api.get(`/admin/departures/${id}/`)).data),
    enabled: id !== null,
  });
}

export function useManifest(id: number | null) {
  return useQuery({
    queryKey: departureKeys.manifest(id ?? 0),
    queryFn: async () => Manifest.parse((await api.get(`/admin/departures/${id}/manifest/`)).data),
    enabled: id !== null,
  });
}

/** The manifest's CSV, fetched with the admin's token and saved under the server's file name. */
export async function downloadManifestCsv(id: number) {
  const res = await api.get(`/admin/departures/${id}/manifest.csv`, { responseType: 'blob' });
  const disposition = String(res.headers['content-disposition'] ?? '');
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? `manifest-${id}.csv`;
  const url = URL.createObjectURL(res.data as Blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function departureChanged(client: QueryClient, detail: DepartureDetail) {
  client.setQueryData(departureKeys.detail(detail.id), detail);
  void client.invalidateQueries({ queryKey: departureKeys.all });
}

function useDepartureMutation<Vars>(run: (vars: Vars) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (vars: Vars) => DepartureDetail.parse(await run(vars)),
    onSuccess: (detail) => departureChanged(client, detail),
  });
}

export const useSetVehicles = () =>
  useDepartureMutation(
    async ({ id, vehicles }: { id: number; vehicles: number[] }) =>
      (await api.put(`/admin/departures/${id}/vehicles/`, { vehicles })).data,
  );
export const useSetGuides = () =>
  useDepartureMutation(
    async ({ id, guides }: { id: number; guides: number[] }) =>
      (await api.put(`/admin/departures/${id}/guides/`, { guides })).data,
  );
export const useAllocate = () =>
  useDepartureMutation(async (id: number) => (await api.post(`/admin/departures/${id}/allocate/`)).data);
export const useMoveBooking = () =>
  useDepartureMutation(
    async ({ id, order, vehicle }: { id: number; order: number; vehicle: number }) =>
      (await api.put(`/admin/departures/${id}/bookings/${order}/vehicle/`, { vehicle })).data,
  );

// Guides and vehicles.

export function useGuides() {
  return useQuery({
    queryKey: departureKeys.guides,
    queryFn: async () => z.array(Guide).parse((await api.get('/admin/guides/')).data),
  });
}
export function useVehicles() {
  return useQuery({
    queryKey: departureKeys.vehicles,
    queryFn: async () => z.array(Vehicle).parse((await api.get('/admin/vehicles/')).data),
  });
}

function useInvalidating<Vars>(run: (vars: Vars) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => client.invalidateQueries({ queryKey: departureKeys.all }),
  });
}

export const useSaveGuide = () =>
  useInvalidating(async ({ id, body }: { id: number | null; body: GuideBody }) => {
    if (id === null) return Guide.parse((await api.post('/admin/guides/', body)).data);
    const { user: _user, ...rest } = body;
    return Guide.parse((await api.put(`/admin/guides/${id}/`, rest)).data);
  });
export const useDeleteGuide = () => useInvalidating(async (id: number) => api.delete(`/admin/guides/${id}/`));
export const useSaveVehicle = () =>
  useInvalidating(async ({ id, body }: { id: number | null; body: VehicleBody }) =>
    Vehicle.parse(
      (id === null ? await api.post('/admin/vehicles/', body) : await api.put(`/admin/vehicles/${id}/`, body))
        .data,
    ),
  );
export const useDeleteVehicle = () =>
  useInvalidating(async (id: number) => api.delete(`/admin/vehicles/${id}/`));

// Pickup points.

export function useTourPickups(tour: number | null) {
  return useQuery({
    queryKey: departureKeys.pickups(tour ?? 0),
    queryFn: async () => TourPickups.parse((await api.get(`/admin/tours/${tour}/pickup-points/`)).data),
    enabled: tour !== null,
  });
}
export const useSavePickup = () =>
  useInvalidating(async ({ tour, id, body }: { tour: number; id: number | null; body: PickupPointBody }) =>
    PickupPoint.parse(
      (id === null
        ? await api.post(`/admin/tours/${tour}/pickup-points/`, body)
        : await api.put(`/admin/pickup-points/${id}/`, body)
      ).data,
    ),
  );
export const useDeletePickup = () =>
  useInvalidating(async (id: number) => api.delete(`/admin/pickup-points/${id}/`));
export const useSetDepartureTime = () =>
  useInvalidating(async ({ tour, departs_at }: { tour: number; departs_at: string }) =>
    TourPickups.parse((await api.put(`/admin/tours/${tour}/departure-time/`, { departs_at })).data),
  );
