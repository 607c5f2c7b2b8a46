import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes } from 'react-router';
import { SecurityPolicyGate } from '../security-policy';
import { PortalPage } from './portal-page';

export interface PortalRoutesProps {
  /** The i18n key of the portal's title ('analyst.title'). */
  titleKey: string;
  /** The portal's own path, where an unknown path below it goes back to. */
  home: string;
  /** Each page by its path below the portal; '' is the portal itself. */
  pages: Readonly<Record<string, ReactNode>>;
  /** Every page shows person data: the whole portal waits for the security policy. */
  behindPolicy?: boolean;
  /** Above the pages, on every one of them (a portal's own navigation). */
  children?: ReactNode;
}

/** A portal with pages: its frame, its routes, and back to its home for a path it does not know. */
export const PortalRoutes = ({
  titleKey,
  home,
  pages,
  behindPolicy = false,
  children,
}: PortalRoutesProps) => {
  const { t } = useTranslation();
  const routes = (
    <Routes>
      {Object.entries(pages).map(([path, page]) =>
        path === '' ? (
          <Route key={path} index element={page} />
        ) : (
          <Route key={path} path={path} element={page} />
        ),
      )}
      <Route path="*" element={<Navigate to={home} replace />} />
    </Routes>
  );
  return (
    <PortalPage title={t(titleKey)} withPageHeadings>
      {children}
      {behindPolicy ? <SecurityPolicyGate>{routes}</SecurityPolicyGate> : routes}
    </PortalPage>
  );
};
