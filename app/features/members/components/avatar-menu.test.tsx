import { describe, expect, it } from 'vitest';
import { renderInRouter } from '~/features/frame/render-in-router.test-helper.tsx';
import type { SessionUser } from '../session-user.ts';
import { AvatarMenu, MobileAccountLinks } from './avatar-menu.tsx';

const member: SessionUser = {
  id: 'internal-1',
  memberId: 'K7Q2M9PX',
  firstName: 'Marina',
  lastName: 'Reefwalker',
  avatarUrl: null,
  role: 'member',
  emailVerified: true,
  isDiveCenterManager: false,
  actingAs: null,
  units: 'metric',
};

describe('the signed-in member’s menu', () => {
  it('greets the member and links to their profile page, wishlist, contributions, settings and log out', () => {
    const html = renderInRouter(<AvatarMenu user={member} />);
    expect(html).toContain('Welcome Marina');
    expect(html).toMatch(/<a[^>]*href="\/user\/K7Q2M9PX"[^>]*>Member ID: K7Q2M9PX<\/a>/);
    expect(html).toMatch(/href="\/account\/wishlist"[^>]*>Wishlist</);
    expect(html).toMatch(/href="\/add-listing"[^>]*>Contribute</);
    expect(html).toMatch(/href="\/account\/settings"[^>]*>My Profile</);
    expect(html).toMatch(/<form[^>]*action="\/sign-out"[^>]*method="post"/);
    expect(html).toContain('Log out');
    expect(html).not.toContain('/admin-divecenter/divecenter');
    expect(html).not.toContain('/admin/reports');
    expect(html).not.toContain('/admin/claims');
    // Initials stand in for the missing picture.
    expect(html).toContain('>MR</span>');
    expect(html).toContain('<span class="sr-only">Account menu for Marina Reefwalker</span>');
    // Before the page's JavaScript runs the menu is a closed <details>, so a tap opens it anyway.
    expect(html).toMatch(/^<details[^>]*><summary[^>]*><span class="sr-only">Account menu for Marina Reefwalker<\/span>/);
    expect(html).not.toMatch(/<details[^>]*\bopen\b/);
  });

  it('leads to the inbox, reservations and trips, with the unread counts the page gives it', () => {
    const html = renderInRouter(<AvatarMenu user={member} badges={{ total: <b>3</b>, inbox: <i>2</i> }} />);
    expect(html).toMatch(/href="\/account\/inbox"[^>]*>Inbox<i>2<\/i></);
    expect(html).toMatch(/href="\/account\/reservations"[^>]*>Reservations</);
    expect(html).toMatch(/href="\/trips"[^>]*>My Trips</);
    expect(html).toContain('<b>3</b>');
    const spanish = renderInRouter(<MobileAccountLinks user={member} />, { locale: 'es' });
    expect(spanish).toMatch(/href="\/account\/inbox"[^>]*>Mensajes</);
    expect(spanish).toMatch(/href="\/trips"[^>]*>Mis viajes</);
  });

  it('shows Dive Center Manager only to the owner of a dive centre, in both menus and languages', () => {
    const manager = { ...member, isDiveCenterManager: true };
    expect(renderInRouter(<AvatarMenu user={manager} />)).toMatch(/href="\/admin-divecenter\/divecenter"[^>]*>Dive Center Manager</);
    const spanish = renderInRouter(<MobileAccountLinks user={manager} />, { locale: 'es' });
    expect(spanish).toMatch(/href="\/admin-divecenter\/divecenter"[^>]*>Gestor del centro de buceo</);
    expect(spanish).toContain('ID de miembro: K7Q2M9PX');
    expect(renderInRouter(<MobileAccountLinks user={member} />)).not.toContain('/admin-divecenter/divecenter');
  });

  it('shows the moderation queues only to moderators and admins, in both menus and languages', () => {
    for (const role of ['moderator', 'admin'] as const) {
      const html = renderInRouter(<AvatarMenu user={{ ...member, role }} />);
      expect(html).toMatch(/href="\/admin\/reports"[^>]*>Site reports</);
      expect(html).toMatch(/href="\/admin\/claims"[^>]*>Ownership claims</);
      expect(html).toMatch(/href="\/admin\/message-reports"[^>]*>Reported messages</);
    }
    const spanish = renderInRouter(<MobileAccountLinks user={{ ...member, role: 'moderator' }} />, { locale: 'es' });
    expect(spanish).toMatch(/href="\/admin\/reports"[^>]*>Informes de puntos de buceo</);
    expect(spanish).toMatch(/href="\/admin\/claims"[^>]*>Reclamaciones de centros</);
    const plain = renderInRouter(<MobileAccountLinks user={member} />);
    expect(plain).not.toContain('/admin/reports');
    expect(plain).not.toContain('/admin/claims');
  });
});
