import ContainerDetailPage from '../features/containers/pages/container-detail-page';
import { ContainerOrdersSection } from '../features/logistics/components/container-orders-section';

/**
 * `/contenedores/:id`: the container page (features/containers) with the container's orders and
 * waybills (features/logistics) in its slot. Composed here because features never import features.
 */
export default function ContainerDetailWithOrders() {
  return <ContainerDetailPage ordersSection={(container) => <ContainerOrdersSection container={container} />} />;
}
