// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// @notice A stand-in for ENS's Universal Resolver on the local chains, so ENS names can be sent to
/// without deploying ENS: viem's getEnsAddress calls `resolveWithGateways(name, addr(node) calldata,
/// gateways)`. Names are looked up by keccak256 of their DNS wire encoding; the seed writes the
/// mapping with anvil_setStorageAt (slot 0). An unknown name resolves to the zero address (no name).
contract DemoUniversalResolver {
    mapping(bytes32 => address) public addressOf;

    function resolveWithGateways(bytes calldata name, bytes calldata, string[] calldata)
        external
        view
        returns (bytes memory, address)
    {
        return (abi.encode(addressOf[keccak256(name)]), address(this));
    }
}
