import type { PsPersonStatus, PsSecurityClassView, SecurityClassState } from '@granska/domain';
import type { TFunction } from 'i18next';

export const personStatusLabel = (t: TFunction, status: PsPersonStatus) => t(`sak.personStatus.${status}`);
export const classStatusLabel = (t: TFunction, status: SecurityClassState) => t(`sak.classStatus.${status}`);

/** 'Säkerhetsklass 2: Godkänd', one per class, in class order. */
export const securityClassesText = (t: TFunction, classes: readonly PsSecurityClassView[]) =>
  [...classes]
    .sort((a, b) => a.securityClass.localeCompare(b.securityClass))
    .map((item) =>
      t('sak.securityClass', { number: item.securityClass, status: classStatusLabel(t, item.status) }),
    )
    .join(', ');
