import Foundation
import Subscriptions
import Testing

@Suite("LocalStoreConfiguration")
struct LocalStoreConfigurationTests {
    private func configuration(_ json: String) throws(LocalStoreConfigurationError) -> LocalStoreConfiguration {
        try LocalStoreConfiguration(json: Data(json.utf8))
    }

    private let product =
        #"{"id": "m", "period": {"unit": "month"}, "level": 1, "price": {"minorUnits": 499, "currency": "USD"}}"#

    @Test("the products, trial and lengths are read from JSON, in paywall order")
    func reads() throws {
        let configuration = try proConfiguration()
        #expect(configuration.products.map(\.id) == ["pro.weekly", "pro.monthly", "pro.yearly"])
        #expect(configuration.product("pro.yearly")?.freeTrial == .week)
        #expect(configuration.product("pro.monthly")?.price == Price(minorUnits: 499, currency: .usd))
        #expect(configuration.gracePeriodDays == 6)
        #expect(configuration.billingRetryDays == 60)
        #expect(configuration.product("pro.lifetime") == nil)
    }

    @Test("left out, purchases succeed and renewals bill, with 6 days of grace in 60 of retry")
    func defaults() throws {
        let configuration = try configuration(#"{"products": [\#(product)]}"#)
        #expect(configuration.purchaseOutcome == .success)
        #expect(configuration.renewalBillingSucceeds)
        #expect(configuration.gracePeriodDays == 6)
        #expect(configuration.billingRetryDays == 60)
    }

    @Test("an inconsistent or unreadable file is refused with a reason")
    func refusals() {
        #expect(throws: LocalStoreConfigurationError.noProducts) { try configuration(#"{"products": []}"#) }
        #expect(throws: LocalStoreConfigurationError.duplicateProduct("m")) {
            try configuration(#"{"products": [\#(product), \#(product)]}"#)
        }
        #expect(throws: LocalStoreConfigurationError.negativePrice("m")) {
            try configuration(#"{"products": [\#(product.replacingOccurrences(of: "499", with: "-1"))]}"#)
        }
        #expect(throws: LocalStoreConfigurationError.inconsistentBillingRetry(gracePeriodDays: 16, billingRetryDays: 6))
        {
            try configuration(#"{"products": [\#(product)], "gracePeriodDays": 16, "billingRetryDays": 6}"#)
        }
        for broken in [
            "not json",
            #"{"products": [\#(product.replacingOccurrences(of: "USD", with: "US"))]}"#,
            #"{"products": [\#(product.replacingOccurrences(of: #""month"}"#, with: #""month", "count": 0}"#))]}"#,
            #"{"products": [\#(product)], "purchaseOutcome": "maybe"}"#,
        ] {
            #expect {
                try configuration(broken)
            } throws: { error in
                guard case .unreadable = error as? LocalStoreConfigurationError else { return false }
                return true
            }
        }
    }

    @Test("a missing file is refused as unreadable, naming the file")
    func missingFile() {
        let url = URL(fileURLWithPath: "/nonexistent/store.json")
        #expect {
            try LocalStoreConfiguration(contentsOf: url)
        } throws: { error in
            (error as? LocalStoreConfigurationError)?.description.contains("/nonexistent/store.json") == true
        }
    }
}
