import {
  approveJobEndpoint,
  mayCall,
  saveCoordinatorNotesEndpoint,
  updateSpiLeaderEndpoint,
} from '@granska/domain';
import { useSession } from '../../app/session/session-context';

export interface CoordinatorRights {
  /** Coordinator: assign analysts, approve and reverse (the state machine decides the rest). */
  coordinate: boolean;
  /** Coordinator or SPICoordinator: write coordinator notes. */
  writeNotes: boolean;
  /** SPICoordinator: assign SPI leaders. */
  assignSpiLeaders: boolean;
}

/** What the portal offers the logged-in staff user. A courtesy only: the server decides every call. */
export const rightsOf = (groups: readonly string[]): CoordinatorRights => ({
  coordinate: mayCall(approveJobEndpoint, groups),
  writeNotes: mayCall(saveCoordinatorNotesEndpoint, groups),
  assignSpiLeaders: mayCall(updateSpiLeaderEndpoint, groups),
});

export const useCoordinatorRights = (): CoordinatorRights => rightsOf(useSession().user?.groups ?? []);
