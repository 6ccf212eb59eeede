import type { CheckoutCarAnswer } from '../../domain/reservations/checkout.ts';

/** The car being paid for, as the API describes it: its photo, title, price, location and stock number. */
export function CarSummary({ car }: { car: CheckoutCarAnswer['car'] }) {
  return (
    <div className="checkout__car">
      {car.image ? (
        <img className="checkout__photo" src={car.image.src} alt={car.image.alt} width={480} height={320} />
      ) : (
        <div className="checkout__photo checkout__photo--none" aria-hidden="true" />
      )}
      <div>
        <h2 className="checkout__title">{car.title}</h2>
        {car.price && <p className="checkout__price">{car.price}</p>}
        {car.location && (
          <p className="checkout__location">
            {car.location.name}
            {car.location.suburb && `, ${car.location.suburb}`}
            {car.location.state && ` ${car.location.state}`}
          </p>
        )}
        {car.stock_number && <p className="checkout__stock">Stock No. {car.stock_number}</p>}
      </div>
    </div>
  );
}
