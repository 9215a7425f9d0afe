import { zodResolver } from '@hookform/resolvers/zod';
import type { User } from '@shop/contract/auth';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { errorIdOf, FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { fieldErrors } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import {
  ProfileFormSchema,
  type ProfileFormValues,
  profileErrorMessage,
  profileFormDefaults,
  toProfileUpdateBody,
} from '../hooks/profile-form';

/** Server field names (profile.full_name ...) mapped onto the form's. */
const SERVER_FIELDS: Record<string, FieldPath<ProfileFormValues>> = {
  username: 'username',
  email: 'email',
  'profile.full_name': 'full_name',
  'profile.phone': 'phone',
  'profile.country_code': 'country_code',
  'profile.address': 'address',
  current_password: 'current_password',
  new_password: 'new_password',
};

/** The Edit Profile button and its dialog (docs/roles-and-ownership.md). */
export function EditProfileDialog({ user }: { user: User }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <Pencil aria-hidden />
          Edit Profile
        </Button>
      </DialogTrigger>
      <DialogContent aria-describedby={undefined} className="w-[min(36rem,calc(100vw-1.5rem))]!">
        <DialogTitle className="pr-12 font-display text-xl font-bold">Edit Profile</DialogTitle>
        {/* Mounted only while open, so each opening starts from the saved values. */}
        {open ? <ProfileForm user={user} onDone={() => setOpen(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

export function ProfileForm({ user, onDone }: { user: User; onDone: () => void }) {
  const { updateProfile } = useAuth();
  const form = useForm<ProfileFormValues>({
    resolver: zodResolver(ProfileFormSchema),
    defaultValues: profileFormDefaults(user),
  });
  const { errors } = form.formState;

  function submit(values: ProfileFormValues) {
    updateProfile.mutate(toProfileUpdateBody(values), {
      onSuccess: () => {
        toast.success('Settings updated', { description: 'Your profile has been successfully updated.' });
        onDone();
      },
      onError: (err) => {
        for (const [field, messages] of Object.entries(fieldErrors(err))) {
          const name = SERVER_FIELDS[field];
          if (name && messages[0]) form.setError(name, { message: messages[0] });
        }
        toast.error('Error', { description: profileErrorMessage(err) });
      },
    });
  }

  const field = (name: FieldPath<ProfileFormValues>) => ({
    id: `profile-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? errorIdOf(`profile-${name}`) : undefined,
    ...form.register(name),
  });

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="mt-5 grid gap-5">
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-sm font-semibold tracking-wide text-muted uppercase">
          Account Information
        </legend>
        <FormField id="profile-username" label="Username" error={errors.username?.message}>
          <Input autoComplete="username" {...field('username')} />
        </FormField>
        <FormField id="profile-email" label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" {...field('email')} />
        </FormField>
        <FormField
          id="profile-full_name"
          label="Full name"
          error={errors.full_name?.message}
          className="sm:col-span-2"
        >
          <Input autoComplete="name" {...field('full_name')} />
        </FormField>
        <FormField id="profile-country_code" label="Country code" error={errors.country_code?.message}>
          <Input inputMode="tel" autoComplete="tel-country-code" {...field('country_code')} />
        </FormField>
        <FormField id="profile-phone" label="Phone" error={errors.phone?.message}>
          <Input type="tel" autoComplete="tel-national" {...field('phone')} />
        </FormField>
        <FormField
          id="profile-address"
          label="Address"
          error={errors.address?.message}
          className="sm:col-span-2"
        >
          <Input autoComplete="street-address" {...field('address')} />
        </FormField>
      </fieldset>

      <fieldset className="grid gap-4 border-t border-line pt-4">
        <legend className="float-left mb-1 text-sm font-semibold tracking-wide text-muted uppercase">
          Change Password
        </legend>
        <p className="clear-left text-sm text-muted">Leave these empty to keep your current password.</p>
        <FormField
          id="profile-current_password"
          label="Current password"
          error={errors.current_password?.message}
        >
          <PasswordInput autoComplete="current-password" {...field('current_password')} />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="profile-new_password" label="New password" error={errors.new_password?.message}>
            <PasswordInput autoComplete="new-password" {...field('new_password')} />
          </FormField>
          <FormField
            id="profile-confirm_password"
            label="Confirm new password"
            error={errors.confirm_password?.message}
          >
            <PasswordInput autoComplete="new-password" {...field('confirm_password')} />
          </FormField>
        </div>
      </fieldset>

      <div className="flex flex-wrap justify-end gap-2">
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button
          type="submit"
          disabled={updateProfile.isPending}
          aria-busy={updateProfile.isPending || undefined}
        >
          {updateProfile.isPending ? 'Please wait...' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}
