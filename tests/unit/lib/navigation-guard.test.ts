import { createMemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { installNavigationGuard } from '@/app/navigation-guard';
import { guardNavigation, type GuardInput, launchRedirect, STEP_ON } from '@/lib/navigation/guard';

const base: GuardInput = {
  to: '/pages/order/detail?id=1',
  relaunch: false,
  now: 1_000,
  last: null,
  workerStatus: 1,
  loginPath: '/pages/login/login',
  applyProcessPath: '/pages/apply/process',
};

describe('navigation rules', () => {
  it('refuses an empty URL', () => {
    expect(guardNavigation({ ...base, to: '' })).toEqual({ action: 'refuse', reason: 'empty' });
    expect(guardNavigation({ ...base, to: '  ' })).toEqual({ action: 'refuse', reason: 'empty' });
  });
  it('ignores the same URL opened again within 200 ms, not after', () => {
    const last = { to: base.to, at: 1_000 };
    expect(guardNavigation({ ...base, now: 1_199, last })).toEqual({ action: 'ignore' });
    expect(guardNavigation({ ...base, now: 1_200, last })).toEqual({ action: 'go', to: base.to });
    expect(guardNavigation({ ...base, to: '/pages/index/mys', now: 1_050, last })).toEqual({ action: 'go', to: '/pages/index/mys' });
  });
  it('never drops a relaunch: an applicant redirected from two pages within 200 ms lands both times', () => {
    const last = { to: '/pages/apply/process', at: 1_000 };
    const redirect = { ...base, to: '/pages/apply/process', relaunch: true, workerStatus: 3, last };
    expect(guardNavigation({ ...redirect, now: 1_050 })).toEqual({ action: 'go', to: '/pages/apply/process' });
    expect(guardNavigation({ ...redirect, relaunch: false, now: 1_050 })).toEqual({ action: 'ignore' });
  });
  it('sends a relaunch of a worker in onboarding (status 3) to the apply process page', () => {
    expect(guardNavigation({ ...base, relaunch: true, workerStatus: 3 })).toEqual({ action: 'go', to: '/pages/apply/process' });
  });
  it('lets a worker in onboarding relaunch to the login pages, and push other pages', () => {
    expect(guardNavigation({ ...base, to: '/pages/login/login?changed=1', relaunch: true, workerStatus: 3 })).toEqual({
      action: 'go',
      to: '/pages/login/login?changed=1',
    });
    expect(guardNavigation({ ...base, to: '/pages/login/register', relaunch: true, workerStatus: 3 }).action).toBe('go');
    expect(guardNavigation({ ...base, relaunch: false, workerStatus: 3 })).toEqual({ action: 'go', to: base.to });
  });
  it('does not redirect active workers', () => {
    expect(guardNavigation({ ...base, relaunch: true, workerStatus: 1 })).toEqual({ action: 'go', to: base.to });
  });
});

describe('the onboarding rule before the apply process page exists', () => {
  it('waits: relaunches go where they were sent', () => {
    expect(guardNavigation({ ...base, relaunch: true, workerStatus: 3, applyProcessPath: null })).toEqual({ action: 'go', to: base.to });
  });
});

describe('where a start of a worker in onboarding lands', () => {
  const start = { workerStatus: 3, loginPath: '/pages/login/login', applyProcessPath: '/pages/apply/process' };
  it('lands on the apply process page from Home or any page outside the apply flow', () => {
    expect(launchRedirect({ ...start, pathname: '/pages/index/index' })).toBe('/pages/apply/process');
    expect(launchRedirect({ ...start, pathname: '/pages/order/detail' })).toBe('/pages/apply/process');
  });
  it('stays on a step of the apply flow (a reload keeps the step being filled) and on the login pages', () => {
    expect(launchRedirect({ ...start, pathname: '/pages/apply/simple' })).toBeNull();
    expect(launchRedirect({ ...start, pathname: '/pages/login/login' })).toBeNull();
    expect(launchRedirect({ ...start, pathname: '/' })).toBeNull();
  });
  it('leaves active workers, and waits while there is no apply process page', () => {
    expect(launchRedirect({ ...start, workerStatus: 1, pathname: '/pages/index/index' })).toBeNull();
    expect(launchRedirect({ ...start, applyProcessPath: null, pathname: '/pages/index/index' })).toBeNull();
  });
});

describe('the router with the rules in front (app/navigation-guard.ts)', () => {
  const routes = ['/pages/apply/process', '/pages/apply/image', '/pages/apply/real-name'].map((path) => ({ path, element: null }));
  const applicantRouter = () => {
    localStorage.setItem('worker_status', '3');
    const router = createMemoryRouter(routes, { initialEntries: ['/pages/apply/process', '/pages/apply/image'], initialIndex: 1 });
    return installNavigationGuard(router, { applyProcessAvailable: true }, () => 10_000);
  };
  afterEach(() => localStorage.clear());

  it("takes an applicant's relaunch to the process page", async () => {
    const router = applicantRouter();
    await router.navigate('/pages/apply/real-name', { replace: true });
    expect(router.state.location.pathname).toBe('/pages/apply/process');
  });
  it("lets a saved step's page give its place to the next step (STEP_ON, issue 41): Back skips the finished form", async () => {
    const router = applicantRouter();
    await router.navigate('/pages/apply/real-name', { replace: true, state: STEP_ON });
    expect(router.state.location.pathname).toBe('/pages/apply/real-name');
    await router.navigate(-1);
    expect(router.state.location.pathname).toBe('/pages/apply/process');
  });
});
